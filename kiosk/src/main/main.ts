import { app } from 'electron';

import { registerIpcHandlers } from './ipc.js';
import { registerAppProtocol, registerAppScheme } from './protocol.js';
import { createKioskWindow } from './windows.js';

registerAppScheme();

app
  .whenReady()
  .then(() => {
    registerAppProtocol();
    registerIpcHandlers();
    createKioskWindow();
  })
  .catch((error: unknown) => {
    console.error('The kiosk failed to start', error);
    app.exit(1);
  });

app.on('window-all-closed', () => {
  app.quit();
});
