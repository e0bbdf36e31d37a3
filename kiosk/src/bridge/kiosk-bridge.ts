// What the preload exposes to the renderer, and under which global name. The renderer also runs
// in a plain browser at /kiosk, where the bridge is absent.

export interface KioskBridge {
  getAppVersion(): Promise<string>;
}

export type KioskBridgeGlobalName = 'punchcardKiosk';
