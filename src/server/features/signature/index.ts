// What other features use of the signature: members' signatures rendered in batches, as a
// deployment and the announcement of changed signatures store them; a template version compiled
// once (the template list's previews).
export { REASONS, renderDeploymentBatch, yieldToRequests, type DeploymentRender } from "./render-signature-batch";
export { compiledTemplateFor } from "./template-cache";
