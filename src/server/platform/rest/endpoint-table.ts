/**
 * The REST facade's lookup table: the endpoint of a method and path in one lookup — a map for the
 * fixed paths, a short list per method for the paths with parameters.
 */
import type { Request, Response } from 'express';

type Endpoint = (req: Request, res: Response) => void | Promise<void>;

/** A path of the table with `:name` parameters, matched segment by segment. */
type PatternEndpoint = { segments: string[]; endpoint: Endpoint };

/** A parameter segment as Express decodes it; a malformed escape is a 400 like Express's. */
function decodeParam(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    throw Object.assign(new URIError(`Failed to decode param '${value}'`), { status: 400, statusCode: 400 });
  }
}

/**
 * The endpoints of the table, found in one lookup: a map of method + path for the fixed paths,
 * a short list per method for the paths with parameters. Same matching as Express routes:
 * case-insensitive, an optional trailing slash, HEAD answered by GET.
 */
export class EndpointTable {
  private readonly fixed = new Map<string, Endpoint>();
  private readonly patterns = new Map<string, PatternEndpoint[]>();

  add(method: string, path: string, handler: Endpoint) {
    const verb = method.toUpperCase();
    // The route pattern, for the request's log line and its latency metric.
    const endpoint: Endpoint = (req, res) => {
      res.locals.route = path;
      return handler(req, res);
    };
    if (!path.includes('/:')) {
      this.fixed.set(`${verb} ${path.toLowerCase()}`, endpoint);
      return;
    }
    const list = this.patterns.get(verb) ?? [];
    list.push({ segments: path.toLowerCase().split('/'), endpoint });
    this.patterns.set(verb, list);
  }

  find(method: string, rawPath: string): { endpoint: Endpoint; params: Record<string, string> } | null {
    const verb = method === 'HEAD' ? 'GET' : method;
    const path = rawPath.length > 1 && rawPath.endsWith('/') ? rawPath.slice(0, -1) : rawPath;
    const endpoint = this.fixed.get(`${verb} ${path.toLowerCase()}`);
    if (endpoint) return { endpoint, params: {} };
    const list = this.patterns.get(verb);
    if (!list) return null;
    const parts = path.split('/');
    for (const pattern of list) {
      if (pattern.segments.length !== parts.length) continue;
      const params: Record<string, string> = {};
      let matches = true;
      for (let i = 0; i < parts.length && matches; i++) {
        const segment = pattern.segments[i]!;
        const part = parts[i]!;
        if (segment.startsWith(':')) {
          if (part === '') matches = false;
          else params[segment.slice(1)] = part;
        } else if (segment !== part.toLowerCase()) matches = false;
      }
      if (matches) {
        for (const name of Object.keys(params)) params[name] = decodeParam(params[name]!);
        return { endpoint: pattern.endpoint, params };
      }
    }
    return null;
  }
}
