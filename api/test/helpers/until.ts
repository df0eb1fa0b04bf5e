/** The tests' one way to wait for a condition (shared with the fuzzer and the bench). */
export { until } from '../../../scripts/lib/until';
