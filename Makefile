# The two commands a newcomer needs: `make demo` and `make test`. Both install what is missing.
SWIFT ?= swift
BIN = .build/release/migrate-audit

.PHONY: deps build demo test reports golden bench-lexer clean

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

clean:
	rm -rf .build
