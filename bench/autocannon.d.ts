/** The part of autocannon's programmatic API the bench uses (the package ships no types). */
declare module 'autocannon' {
  export type RawRequest = {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: string;
  };

  export type RequestSpec = RawRequest & {
    setupRequest?: (request: RawRequest, context: Record<string, unknown>) => RawRequest;
    onResponse?: (
      status: number,
      body: string,
      context: Record<string, unknown>,
      headers: Record<string, string>,
    ) => void;
  };

  export type Histogram = {
    average: number;
    mean: number;
    stddev: number;
    min: number;
    max: number;
    total: number;
    sent?: number;
    p50: number;
    p90: number;
    p99: number;
    p99_9: number;
  };

  export type Result = {
    requests: Histogram;
    latency: Histogram;
    duration: number;
    errors: number;
    timeouts: number;
    non2xx: number;
    '2xx': number;
    statusCodeStats?: Record<string, { count: number }>;
  };

  export type Options = {
    url: string;
    connections?: number;
    duration?: number;
    timeout?: number;
    pipelining?: number;
    method?: string;
    headers?: Record<string, string>;
    requests?: RequestSpec[];
  };

  export default function autocannon(options: Options): Promise<Result>;
}
