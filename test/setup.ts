// Ink decides at import time whether it runs in CI mode (is-in-ci): CI mode renders only the final frame and
// ignores resizes, which would make every rendered test meaningless. CI runs with CI=true, so clear it here,
// before any test file imports ink (tui-style.md §3.5).
delete process.env.CI;
delete process.env.CONTINUOUS_INTEGRATION;
