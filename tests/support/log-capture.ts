// Collects what a server logs, as the text that would reach its log files, for tests that read it.
export class LogCapture {
  readonly lines: string[] = [];

  write(line: string): void {
    this.lines.push(line);
  }

  get text(): string {
    return this.lines.join('');
  }

  /** The parsed log records (pino writes one JSON object per line). */
  records(): Record<string, unknown>[] {
    return this.text
      .split('\n')
      .filter(Boolean)
      .map((l) => JSON.parse(l) as Record<string, unknown>);
  }

  clear(): void {
    this.lines.length = 0;
  }
}
