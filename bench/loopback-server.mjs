// A loopback API stand-in for the client benchmark, run as its own process so the server's
// work does not share the event loop with the client being measured. Prints its port.
import { createServer } from 'node:http';

const job = JSON.stringify({ id: 'j1', title: 'Office fit-out', status: 'in_progress', is_child: 'false', budget: '125000.00', ccy: 'GBP' });
const welcome = JSON.stringify({ message: 'Welcome', owner: { id: 'u1', email: 'ops@acme.example' }, scopes: 'welcome:read' });
let tokens = 0;

const server = createServer((req, res) => {
  if (req.url === '/__stats') {
    res.writeHead(200, { 'content-type': 'application/json' });
    return res.end(JSON.stringify({ tokens }));
  }
  if (req.url === '/__reset') {
    tokens = 0;
    res.writeHead(204);
    return res.end();
  }
  req.resume();
  req.on('end', () => {
    if (req.url === '/api/v4/oauth/token') {
      tokens++;
      // A token endpoint takes a moment; concurrent callers must share one request.
      setTimeout(() => {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ access_token: `t${tokens}`, token_type: 'Bearer', expires_in: 3600, scope: 'welcome:read' }));
      }, 20);
      return;
    }
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(req.url.startsWith('/api/v4/welcome') ? welcome : job);
  });
});
server.keepAliveTimeout = 60_000;
server.listen(0, '127.0.0.1', () => console.log(server.address().port));
