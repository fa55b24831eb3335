/** Periods the team KPIs cover (ours: the spec names team KPIs, not their periods). */
export const KPI_PERIODS = ['today', '7d', '30d'] as const;
export type KpiPeriod = (typeof KPI_PERIODS)[number];
