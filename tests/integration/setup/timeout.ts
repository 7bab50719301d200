// Integration hooks open databases and backends; testTimeout is a global option, so the project sets its own here.
jest.setTimeout(120_000);
