// Every IPC channel with its arguments and answer. The main process registers handlers and the
// preload invokes them through this one map, so a renamed channel or a changed answer is a
// compile error on both sides. Types only: the sandboxed preload cannot require our modules.

export interface IpcChannels {
  'app:get-version': { args: []; result: string };
}

export type IpcChannel = keyof IpcChannels;
export type IpcArgs<C extends IpcChannel> = IpcChannels[C]['args'];
export type IpcResult<C extends IpcChannel> = IpcChannels[C]['result'];
