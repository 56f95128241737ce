/**
 * The shell's tests render with the sections table its server would serve for the current sources
 * (@portal/host/testing): set before each test, as bootstrap sets it from the runtime config.
 */
import { TEST_TABLE } from '@portal/host/testing';
import { setTable } from '../federation/sectionsTable';

beforeEach(() => setTable(TEST_TABLE));
