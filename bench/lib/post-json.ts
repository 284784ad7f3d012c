import http from 'node:http';

// Kept-alive sockets, one per concurrent shopper: the load generator shares the machine with
// the shop and its database, so it should cost as little as it can (node:http costs less per
// request than fetch).
const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });

/** POSTs a JSON body and resolves with the status once the whole answer has arrived. */
export function postJson(url: string, headers: Record<string, string>, body: unknown): Promise<number> {
  const payload = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const request = http.request(
      url,
      { method: 'POST', agent, headers: { ...headers, 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(payload);
  });
}
