/**
 * A proxy for WebKit's https traffic, so that a journey can hold a request in WebKit too (WebKitWebDriver has no
 * request interception): the driver's browser gets `https_proxy` pointing here, and every CONNECT is a plain tunnel to
 * the stack, byte for byte, unless a hold is set. While one is, new connections end here instead, with the stack's
 * local certificate (the browser session accepts it, as it accepts the stack's own), and each request is answered by
 * `answer` or passed on to the stack unchanged. Setting a hold closes the connections open until then, so the pages
 * asked for next come through new ones.
 */
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';

/** Answers a request held open by the proxy, or returns false to let it go on to the stack. */
export type Answer = (req: http.IncomingMessage, res: http.ServerResponse) => Promise<boolean>;

export interface HoldingProxy {
  /** What `https_proxy` is set to. */
  url: string;
  /** From now on, requests go to `answer` first (on new connections); null: passed on, and new connections tunnels. */
  hold(answer: Answer | null): void;
  close(): Promise<void>;
}

export async function startHoldingProxy(tls: { key: string; cert: string }): Promise<HoldingProxy> {
  let answer: Answer | null = null;
  const open = new Set<net.Socket>();
  const track = (socket: net.Socket) => {
    open.add(socket);
    socket.on('close', () => open.delete(socket));
    socket.on('error', () => socket.destroy());
  };
  const passOn = (req: http.IncomingMessage, res: http.ServerResponse) => {
    const [host, port] = (req.headers.host ?? '').split(':');
    const upstream = https.request(
      { host, port: Number(port || 443), method: req.method, path: req.url, headers: req.headers, rejectUnauthorized: false },
      (from) => {
        res.writeHead(from.statusCode ?? 502, from.statusMessage, from.rawHeaders);
        from.pipe(res);
      },
    );
    upstream.on('error', () => res.destroy());
    req.pipe(upstream);
  };
  const ending = https.createServer({ key: tls.key, cert: tls.cert }, (req, res) => {
    const held = answer;
    void (held ? held(req, res) : Promise.resolve(false)).then(
      (answered) => answered || passOn(req, res),
      () => res.destroy(),
    );
  });
  const proxy = http.createServer((_req, res) => {
    res.writeHead(405).end(); // https only: plain http does not come here
  });
  proxy.on('connect', (req: http.IncomingMessage, socket: net.Socket, head: Buffer) => {
    track(socket);
    if (answer) {
      socket.write('HTTP/1.1 200 Connection Established\r\n\r\n');
      if (head.length) socket.unshift(head);
      ending.emit('connection', socket);
      return;
    }
    const [host, port] = (req.url ?? '').split(':');
    const upstream = net.connect(Number(port), host, () => {
      socket.write('HTTP/1.1 200 Connection Established\r\n\r\n');
      if (head.length) upstream.write(head);
      upstream.pipe(socket);
      socket.pipe(upstream);
    });
    track(upstream);
    upstream.on('close', () => socket.destroy());
    socket.on('close', () => upstream.destroy());
  });
  await new Promise<void>((listening) => proxy.listen(0, '127.0.0.1', listening));
  return {
    url: `http://127.0.0.1:${(proxy.address() as net.AddressInfo).port}`,
    hold(next) {
      answer = next;
      // Held from now on: the connections open until now are closed, so the next requests come through new ones.
      // Let go: the connections that end here pass every request on, and new ones are tunnels again.
      if (next) for (const socket of open) socket.destroy();
    },
    close: () =>
      new Promise<void>((closed) => {
        for (const socket of open) socket.destroy();
        proxy.close(() => closed());
      }),
  };
}
