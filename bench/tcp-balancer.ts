// The relay bench's load balancer: a TCP proxy on 127.0.0.1 that hands each new connection to
// the next of the given ports in turn, as a production TCP balancer in front of several relay
// processes does. Run as a script with the ports as arguments, it prints its own port and runs
// until SIGINT. Bytes pass both ways untouched, with back-pressure (pipe).
import { connect, createServer, type AddressInfo } from "node:net";

export async function startTcpBalancer(ports: number[]) {
  let next = 0;
  const server = createServer((client) => {
    const port = ports[next++ % ports.length];
    const upstream = connect(port, "127.0.0.1");
    client.pipe(upstream).pipe(client);
    const end = () => {
      client.destroy();
      upstream.destroy();
    };
    client.once("error", end).once("close", end);
    upstream.once("error", end).once("close", end);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    port: (server.address() as AddressInfo).port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const balancer = await startTcpBalancer(process.argv.slice(2).map(Number));
  console.log(balancer.port);
  process.once("SIGINT", () => process.exit(0));
}
