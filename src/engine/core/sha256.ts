import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';

// A pure, audited SHA-256 so the engine needs no node:crypto (and stays runnable anywhere).
export function sha256Hex(text: string): string {
  return bytesToHex(sha256(utf8ToBytes(text)));
}

export function sha256Bytes(text: string): Uint8Array {
  return sha256(utf8ToBytes(text));
}
