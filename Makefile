# The two commands a newcomer needs: `make demo` and `make test`. Both install what is missing.
SWIFT ?= swift
BIN = .build/release/migrate-audit

.PHONY: deps build demo test reports golden bench-lexer bench-scan bench-deps bench-accuracy clean

deps:
	@scripts/ensure-deps.sh

build: deps
	$(SWIFT) build -c release --product migrate-audit

## Scan the bundled legacy example app.
demo: build
	$(BIN) scan Examples/legacy-app

## Build and run the whole test suite.
test: deps
	$(SWIFT) build --build-tests
	$(SWIFT) test --skip-build

## Regenerate every golden file (reporting renderings, the example's findings, Reports/, the README's example outputs) after a reviewed change.
golden: deps
	$(SWIFT) build --build-tests
	UPDATE_GOLDEN=1 $(SWIFT) test --skip-build --filter 'ReportingTests|GoldenTests'

## Regenerate only the sample reports in Reports/.
reports: deps
	$(SWIFT) build --product migrate-audit
	scripts/make-sample-reports.sh

## Lexer throughput (MB/s) on a generated corpus, release build.
bench-lexer: deps
	$(SWIFT) run -c release lexer-benchmark

## Scan speed against git grep and ripgrep on /usr/share/nodejs (after ../shared/toolchain/install-js-toolchain.sh).
bench-scan: deps
	Benchmarks/scan-benchmark.sh

## The dependency audit on every package of /usr/share/nodejs installed (BASELINE=older/migrate-audit to compare).
bench-deps: deps
	Benchmarks/dependency-benchmark.sh

## Bench's own accuracy and overhead (time-to-ready, build time against hyperfine, per-run overhead); needs node and hyperfine.
bench-accuracy: deps
	Benchmarks/bench-accuracy.sh

clean:
	rm -rf .build
