export declare const SHOP_SCRIPT_PATH: string;
export declare const SHOP_THEME_PATH: string;
export declare const STAND_IN_MARKER: string;
export declare const STAND_IN_PRODUCTS: readonly string[];
export interface ShopStandIn {
  readonly state: {mode: 'render' | 'silent'; requests: string[]};
  close(): Promise<void>;
}
export declare function startShopStandIn(): Promise<ShopStandIn>;
