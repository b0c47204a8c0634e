// A TCP proxy in front of the live service that fails the first connections on purpose: it
// drops some (closes them once the request is in, with no answer), answers some 503, then
// forwards the rest. `silent` accepts connections and never answers (for timeouts).
import net from "node:net";

export interface FlakyProxy {
  url: string;
  /** The connections accepted so far. */
  connections(): number;
  close(): Promise<void>;
}

export async function flakyProxy(
  upstream: string,
  plan: { drop?: number; unavailable?: number; silent?: boolean },
): Promise<FlakyProxy> {
  const target = new URL(upstream);
  const drop = plan.drop ?? 0;
  const unavailable = plan.unavailable ?? 0;
  const sockets = new Set<net.Socket>();
  let accepted = 0;
  const server = net.createServer((socket) => {
    accepted += 1;
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
    socket.on("error", () => socket.destroy());
    if (plan.silent) return;
    if (accepted <= drop) {
      // the request arrives, the connection closes without an answer (a worker that died);
      // closed before the request is even sent, node's fetch may wait until its timeout
      socket.once("data", () => socket.destroy());
      return;
    }
    if (accepted <= drop + unavailable) {
      socket.once("data", () => {
        socket.end(
          "HTTP/1.1 503 Service Unavailable\r\nContent-Length: 0\r\nRetry-After: 0\r\nConnection: close\r\n\r\n",
        );
      });
      return;
    }
    const forward = net.connect(Number(target.port), target.hostname);
    sockets.add(forward);
    forward.on("close", () => sockets.delete(forward));
    forward.on("error", () => socket.destroy());
    socket.pipe(forward);
    forward.pipe(socket);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    connections: () => accepted,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
