// s3rver ships no types: the part the storage test uses.
declare module "s3rver" {
  type Options = { port?: number; address?: string; directory: string; silent?: boolean; configureBuckets?: { name: string }[] };
  export default class S3rver {
    constructor(options: Options);
    run(): Promise<{ address: string; port: number }>;
    close(): Promise<void>;
  }
}
