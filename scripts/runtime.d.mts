export declare const BOT_NODE_FLAGS: string[];
export declare const BOT_ENV: Record<string, string>;
