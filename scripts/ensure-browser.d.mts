/** Types of scripts/ensure-browser.mjs (plain JavaScript: it runs before anything is installed). */
export declare const CHROMIUM: string;

export interface Machine {
  installed: boolean;
  apt: boolean;
  root: boolean;
  sudo: boolean;
}

export type BrowserPlan = { kind: 'ready' } | { kind: 'stop'; line: string } | { kind: 'install'; commands: string[][]; ifFails: string };

export declare function browserPlan(machine: Machine): BrowserPlan;
export declare function ensureBrowser(): boolean;
