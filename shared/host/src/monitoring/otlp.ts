/**
 * The format monitoring sends: OTLP/HTTP JSON logs (opentelemetry-proto's ExportLogsServiceRequest), which an
 * OpenTelemetry Collector receives at `/v1/logs` (docs/operations.md "Monitoring"). One log record per event; its
 * body and `event.name` are the event's type; every other field is an attribute `portal.<field>`.
 */
export type Fields = Record<string, string | number | undefined>;
export interface MonitoringRecord extends Fields {
  type: string;
  /** When, in ms since the epoch. */
  at: number;
}

type AnyValue = { stringValue: string } | { intValue: string } | { doubleValue: number };
const valueOf = (v: string | number): AnyValue =>
  typeof v === 'string' ? { stringValue: v } : Number.isInteger(v) ? { intValue: String(v) } : { doubleValue: v };
const attributes = (fields: Fields) =>
  Object.entries(fields).flatMap(([key, v]) => (v === undefined || v === '' ? [] : [{ key, value: valueOf(v) }]));

/** Errors and refusals as WARN/ERROR, the rest (page views, Web Vitals) as INFO: a collector can filter on it. */
const SEVERITY: Record<string, [number, string]> = {
  error: [17, 'ERROR'],
  'section-failed': [17, 'ERROR'],
  'section-refused': [13, 'WARN'],
  'file-refused': [13, 'WARN'],
  'file-failed': [13, 'WARN'],
  'files-unchecked': [13, 'WARN'],
  'api-failure': [13, 'WARN'],
};

export function otlpLogs(records: MonitoringRecord[], resource: Fields) {
  return {
    resourceLogs: [
      {
        resource: { attributes: attributes(resource) },
        scopeLogs: [
          {
            scope: { name: 'portal.monitoring' },
            logRecords: records.map(({ type, at, ...fields }) => {
              const [severityNumber, severityText] = SEVERITY[type] ?? [9, 'INFO'];
              return {
                timeUnixNano: `${Math.round(at)}000000`,
                severityNumber,
                severityText,
                body: { stringValue: type },
                attributes: attributes({
                  'event.name': type,
                  ...Object.fromEntries(Object.entries(fields).map(([k, v]) => [`portal.${k}`, v])),
                }),
              };
            }),
          },
        ],
      },
    ],
  };
}
