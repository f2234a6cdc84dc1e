// Every budget of issue 8 as a row: what was measured, the bound, and whether it holds.

export interface BudgetRow {
  name: string;
  measured: string;
  budget: string;
  holds: boolean;
}

export class Budgets {
  readonly rows: BudgetRow[] = [];

  check(name: string, measured: string, budget: string, holds: boolean) {
    this.rows.push({ name, measured, budget, holds });
  }

  print() {
    const width = Math.max(...this.rows.map((r) => r.name.length));
    const measured = Math.max(...this.rows.map((r) => r.measured.length));
    console.log('\nBudgets');
    for (const r of this.rows) {
      console.log(
        `  ${r.holds ? 'ok  ' : 'FAIL'}  ${r.name.padEnd(width)}  ${r.measured.padStart(measured)}   (budget ` +
          `${r.budget})`,
      );
    }
    const failed = this.rows.filter((r) => !r.holds).length;
    console.log(
      failed ? `\n${failed} of ${this.rows.length} budgets broken.` : `\nAll ${this.rows.length} budgets hold.`,
    );
    return failed;
  }
}
