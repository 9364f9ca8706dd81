/**
 * Starts a stand-in server on 127.0.0.1 and fails clearly when its port is taken (another test run, or a
 * server an earlier test did not stop), instead of hanging or talking to someone else's server.
 */
import {HOST} from '../ports.mjs';

/**
 * @param {import('node:http').Server} server
 * @param {number} port
 * @param {string} name what the server stands in for, for the error message
 */
export function listenOn(server, port, name) {
  return new Promise((resolve, reject) => {
    const onError = (error) => {
      server.off('listening', onListening);
      reject(
        error && error.code === 'EADDRINUSE'
          ? new Error(
              `The ${name} stand-in cannot listen on ${HOST}:${port}: the port is busy. ` +
                'Stop the other test run or server using it, or set E2E_PORT_BASE to another range.',
            )
          : error,
      );
    };
    const onListening = () => {
      server.off('error', onError);
      resolve();
    };
    server.once('error', onError);
    server.once('listening', onListening);
    server.listen(port, HOST);
  });
}

/**
 * Stops a server and every open connection (keep-alive sockets would otherwise hold it open).
 * @param {import('node:http').Server} server
 */
export function closeServer(server) {
  return new Promise((resolve) => {
    server.closeAllConnections();
    server.close(() => resolve());
  });
}
