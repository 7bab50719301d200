import { join } from 'node:path';

export const FIXTURE_FUNCTIONS_DIR = join(process.cwd(), 'tests', 'fixtures', 'functions');
export const FIXTURE_STORAGE_DIR = join(process.cwd(), 'tests', 'integration', 'backend', 'fixtures', 'storage');
