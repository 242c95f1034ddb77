// The few parts of autocannon's API the bench scripts use (the package ships no types).
declare module 'autocannon' {
  interface Options {
    url: string
    connections?: number
    duration?: number
    headers?: Record<string, string>
    /** Per-request hooks (scripts/bench-lake.ts varies the path to defeat caches). */
    requests?: { setupRequest?: (req: { path: string }) => { path: string } }[]
  }
  interface Result {
    requests: { average: number }
    latency: { p50: number; p99: number }
    errors: number
    non2xx: number
  }
  export default function autocannon(options: Options): Promise<Result>
}
