export declare function secretOf(uri: string): Buffer;
export declare function totpCode(secret: Buffer, time?: number): string;
export declare function uriInOutput(output: string): string;
