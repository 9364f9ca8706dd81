export declare const SHOP_SCRIPT_PATH: string;
export declare const SHOP_THEME_PATH: string;
export declare const STAND_IN_MARKER: string;
export declare const STAND_IN_PRODUCTS: readonly string[];
export declare const STAND_IN_RAN_MESSAGE: string;
export interface ShopStandIn {
  readonly state: {mode: 'render' | 'silent' | 'slow'; requests: string[]};
  /** How many script responses 'slow' mode is holding back. */
  heldScripts(): number;
  /** Sends every held script response (the rendering script). */
  releaseScript(): void;
  close(): Promise<void>;
}
export declare function startShopStandIn(options?: {port?: number}): Promise<ShopStandIn>;
