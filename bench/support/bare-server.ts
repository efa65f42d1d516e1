// The ceiling: a bare node:http server answering the same JSON as /api/health.
import http from "node:http";

const body = JSON.stringify({ status: "ok", database: "pglite", schemaVersion: 1 });
http
  .createServer((_req, res) => {
    res.writeHead(200, { "Content-Type": "application/json" });
    res.end(body);
  })
  .listen(Number(process.env.PORT), "127.0.0.1");
