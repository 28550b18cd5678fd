// A Jest reporter that prints the slowest test files at the end of a run: CI's time budget is
// spent by a few heavy suites (the property tests, the bot games, the multi-node tests), and the
// log should say which. JEST_SLOWEST sets how many are listed (default 25; 0 turns it off).
class SlowestReporter {
  onRunComplete(_contexts, results) {
    const n = Number(process.env.JEST_SLOWEST ?? 25);
    if (!(n > 0)) return;
    const rows = results.testResults
      .map((r) => ({
        file: r.testFilePath.replace(process.cwd() + '/', ''),
        s: (r.perfStats.end - r.perfStats.start) / 1000,
      }))
      .sort((a, b) => b.s - a.s);
    const total = rows.reduce((t, r) => t + r.s, 0);
    const lines = rows.slice(0, n).map((r) => `${r.s.toFixed(1).padStart(8)} s  ${r.file}`);
    process.stdout.write(
      `\nSlowest ${Math.min(n, rows.length)} of ${rows.length} test files ` +
        `(${total.toFixed(0)} s summed over workers):\n${lines.join('\n')}\n`,
    );
  }
}
module.exports = SlowestReporter;
