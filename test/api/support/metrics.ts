import {
  type PromHistogramData,
  type PromMetric,
  type PromMetrics,
  getMetricsFromIterator,
} from 'prom2javascript';

/**
 * One GET /metrics, parsed by a Prometheus text-format parser (prom2javascript, not the code
 * under test). Not parse-prometheus-text-format: it merges every series of a labelled
 * histogram into one, dropping their labels and counts.
 */
export interface Scrape {
  readonly status: number;
  readonly contentType: string | null;
  readonly text: string;
  readonly metrics: PromMetrics;
}

export async function scrape(base: string, token?: string): Promise<Scrape> {
  const headers: Record<string, string> =
    token === undefined ? {} : { authorization: `Bearer ${token}` };
  const response = await fetch(`${base}/metrics`, { headers });
  const text = await response.text();
  const metrics = response.status === 200 ? await parse(text) : {};
  return {
    status: response.status,
    contentType: response.headers.get('content-type'),
    text,
    metrics,
  };
}

/** A sample whose value is NaN, as prom-client writes it (`Nan`; Prometheus reads any case). */
const NAN_SAMPLE = /^[a-zA-Z_:][a-zA-Z0-9_:]*(\{[^}]*\})? Nan$/;

/**
 * prom2javascript's value grammar has no NaN, which the format allows and prom-client writes
 * for the event-loop lag statistics of an interval without a sample: those lines are checked
 * here and left out, everything else goes to the parser (which throws on what it cannot read).
 */
async function parse(text: string): Promise<PromMetrics> {
  const lines = text.split('\n').filter((line) => !line.endsWith(' Nan'));
  for (const line of text.split('\n').filter((l) => l.endsWith(' Nan'))) {
    if (!NAN_SAMPLE.test(line)) throw new Error(`malformed NaN sample: ${line}`);
  }
  return getMetricsFromIterator(lines.values());
}

/** The metric, or a failed test naming it. */
export function family(s: Scrape, name: string): PromMetric {
  const found = s.metrics[name];
  if (found === undefined) throw new Error(`no metric ${name} in /metrics`);
  return found;
}

type Labelled = { readonly labels: Readonly<Record<string, string>> };

const find = <T extends Labelled>(
  data: readonly T[] | undefined,
  want: Record<string, string>,
): T | undefined => data?.find((d) => Object.entries(want).every(([k, v]) => d.labels[k] === v));

/** A counter's or gauge's value for the labels (0 when the series does not exist yet). */
export function value(s: Scrape, name: string, labels: Record<string, string> = {}): number {
  const data = s.metrics[name]?.data as readonly (Labelled & { value: number })[] | undefined;
  return find(data, labels)?.value ?? 0;
}

/** A histogram's observation count for the labels (0 when the series does not exist yet). */
export function histogramCount(s: Scrape, name: string, labels: Record<string, string>): number {
  const metric = s.metrics[name];
  if (metric !== undefined && metric.type !== 'histogram') throw new Error(`${name}: no histogram`);
  return find(metric?.data as readonly PromHistogramData[] | undefined, labels)?.count ?? 0;
}

/** Every label set of a metric, as JSON (to compare the series before and after). */
export function series(s: Scrape, name: string): Set<string> {
  const data = (s.metrics[name]?.data ?? []) as readonly Labelled[];
  return new Set(data.map((d) => JSON.stringify(d.labels)));
}
