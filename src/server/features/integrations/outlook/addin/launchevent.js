/*
 * Signet's Outlook add-in: puts the sender's signature into a message as it is composed
 * (OnNewMessageCompose) and again when the sender changes (OnMessageFromChanged).
 *
 * Classic Outlook on Windows runs this file alone in a JavaScript-only runtime: no modules,
 * no DOM, no Office.onReady. So it is one plain script that registers its handlers with
 * Office.actions.associate, and every handler calls event.completed() whatever happens.
 * Outlook on the web, on Mac and the new Outlook load it from the runtime page instead.
 *
 * The company's key: the copy of this file that the manifest names for classic Outlook
 * (/addin/launchevent/{key}.js) is served with the server's address and the key written into
 * BAKED_SETTINGS below, so it needs nothing from the runtime (Mailbox 1.10 gives no address:
 * Office.context.urls is Mailbox 1.14, and a JavaScript-only runtime has no location). The
 * shared copy, loaded by the runtime page, reads them from Office.context.urls.javascriptRuntimeUrl
 * or the page's own address (?key=...). Any failure (no key, no From, the server down or
 * slow, no signature for the address) leaves the message as it was.
 */
/* global Office */
/* eslint @typescript-eslint/no-unused-vars: ["error", { "caughtErrors": "none" }] -- ES5: a catch names its error */
(function () {
  "use strict";

  // Written by the server in the keyed copy: { base: "https://...", key: "..." }.
  var BAKED_SETTINGS = null;
  var TIMEOUT_MS = 8000;
  var COMPOSE_KINDS = { newMail: "new", reply: "reply", forward: "forward" };

  function ownAddress() {
    var address = "";
    try {
      address = (Office.context.urls && Office.context.urls.javascriptRuntimeUrl) || "";
    } catch (ignored) {
      address = "";
    }
    if (!address && typeof location !== "undefined") address = String(location.href);
    return address;
  }

  /** The server's address and the company's key, read from this file's (or the runtime page's) address. */
  function settings() {
    if (BAKED_SETTINGS && BAKED_SETTINGS.base && BAKED_SETTINGS.key) return BAKED_SETTINGS;
    var address = ownAddress();
    var key = /[?&]key=([A-Za-z0-9_-]+)/.exec(address);
    var at = address.indexOf("/addin/");
    if (!key || at < 0) return null;
    return { base: address.slice(0, at), key: key[1] };
  }

  function succeeded(result) {
    return result && result.status === Office.AsyncResultStatus.Succeeded;
  }

  function composeKind(item, callback) {
    if (typeof item.getComposeTypeAsync !== "function") return callback("new");
    item.getComposeTypeAsync(function (result) {
      var type = succeeded(result) && result.value ? result.value.composeType : null;
      callback(COMPOSE_KINDS[type] || "new");
    });
  }

  /** The signature's HTML, or null (no signature for the address, the server refused or was too slow). */
  function fetchSignature(setup, email, compose) {
    var url =
      setup.base +
      "/addin/" +
      encodeURIComponent(setup.key) +
      "/signature?email=" +
      encodeURIComponent(email) +
      "&compose=" +
      encodeURIComponent(compose);
    var timeout = new Promise(function (resolve) {
      setTimeout(function () {
        resolve(null);
      }, TIMEOUT_MS);
    });
    // No custom header: the browser's cache revalidates with the ETag by itself.
    var request = fetch(url, { method: "GET", credentials: "omit" })
      .then(function (response) {
        return response.status === 200 ? response.json() : null;
      })
      .then(
        function (body) {
          return body && typeof body.html === "string" && body.html ? body.html : null;
        },
        function () {
          return null;
        }
      );
    return Promise.race([request, timeout]);
  }

  function insertSignature(event) {
    var finished = false;
    function complete() {
      if (finished) return;
      finished = true;
      try {
        event.completed();
      } catch (ignored) {
        /* nothing more to do */
      }
    }
    try {
      var setup = settings();
      var item = Office.context.mailbox.item;
      if (!setup || !item || !item.from) return complete();
      item.from.getAsync(function (from) {
        try {
          var email = succeeded(from) && from.value ? from.value.emailAddress : "";
          if (!email) return complete();
          composeKind(item, function (compose) {
            fetchSignature(setup, email, compose).then(function (html) {
              if (finished || html === null) return complete();
              item.body.setSignatureAsync(html, { coercionType: Office.CoercionType.Html }, function (set) {
                // Outlook's own signature is turned off only once ours is in.
                if (!succeeded(set) || typeof item.disableClientSignatureAsync !== "function") return complete();
                item.disableClientSignatureAsync(function () {
                  complete();
                });
              });
            }, complete);
          });
        } catch (ignored) {
          complete();
        }
      });
    } catch (ignored) {
      complete();
    }
  }

  function onNewMessageComposeHandler(event) {
    insertSignature(event);
  }

  function onMessageFromChangedHandler(event) {
    insertSignature(event);
  }

  if (typeof Office !== "undefined" && Office.actions && typeof Office.actions.associate === "function") {
    Office.actions.associate("onNewMessageComposeHandler", onNewMessageComposeHandler);
    Office.actions.associate("onMessageFromChangedHandler", onMessageFromChangedHandler);
  }
})();
