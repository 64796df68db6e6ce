// Reference server of the benchmark: express.static serving one HTML file, nothing else.
// Usage: node tests/bench/static-server.mjs <directory> <port>
import express from 'express';

const [dir, port] = process.argv.slice(2);
const app = express();
app.disable('x-powered-by');
app.use(express.static(dir, { index: 'index.html' }));
app.listen(Number(port), '127.0.0.1', () => console.log(`static ready on ${port}`));
