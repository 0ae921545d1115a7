/** What the API global setup hands to every test file (through vitest's provide/inject). */
export type TestDatabaseInfo =
  | { kind: 'pglite'; snapshotPath: string }
  | { kind: 'postgres'; adminUrl: string; template: string };

declare module 'vitest' {
  export interface ProvidedContext {
    kitchingDatabase: TestDatabaseInfo;
  }
}
