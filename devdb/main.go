// devdb runs FerretDB v1 with its SQLite backend as an embedded, MongoDB-wire-compatible
// database for development and tests. Production uses real MongoDB (see docker-compose.yml).
//
//	devdb -listen 127.0.0.1:27017 -data .data/db
//
// It prints one readiness line "devdb ready mongodb://HOST:PORT/" once it accepts connections,
// talks to nothing but its own listener, and stops cleanly on SIGINT or SIGTERM.
package main

import (
	"context"
	"flag"
	"fmt"
	"log"
	"log/slog"
	"os"
	"os/signal"
	"path/filepath"
	"strings"
	"syscall"

	"github.com/FerretDB/FerretDB/ferretdb"
)

func main() {
	listen := flag.String("listen", "127.0.0.1:27017", "TCP address to listen on (port 0 picks a free port)")
	dataDir := flag.String("data", ".data/db", "directory for the SQLite files (created if missing)")
	logLevel := flag.String("log-level", "error", "FerretDB log level: debug, info, warn or error")
	flag.Parse()

	dir, err := filepath.Abs(*dataDir)
	if err != nil {
		log.Fatalf("devdb: bad data directory: %v", err)
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		log.Fatalf("devdb: cannot create data directory: %v", err)
	}

	db, err := ferretdb.New(&ferretdb.Config{
		Listener:  ferretdb.ListenerConfig{TCP: *listen},
		Handler:   "sqlite",
		// synchronous(normal): in WAL mode a commit no longer waits for the disk, and is still kept when the process
		// stops (only an operating-system crash or power cut can lose the last ones), which suits a development
		// and test database; FerretDB's default (full) made every write wait for an fsync.
		SQLiteURL: "file:" + strings.TrimSuffix(dir, "/") + "/?_pragma=synchronous(normal)",
		Logger:    newLogger(*logLevel),
	})
	if err != nil {
		log.Fatalf("devdb: %v", err)
	}

	ctx, stop := signal.NotifyContext(context.Background(), syscall.SIGINT, syscall.SIGTERM)
	defer stop()

	done := make(chan struct{})
	go func() {
		if err := db.Run(ctx); err != nil && ctx.Err() == nil {
			log.Printf("devdb: %v", err)
		}
		close(done)
	}()

	// MongoDBURI blocks until the listener is bound, so the line below means "ready".
	fmt.Printf("devdb ready %s\n", db.MongoDBURI())

	<-done
	fmt.Println("devdb stopped")
}

// newLogger sends FerretDB's own logs to stderr at the chosen level.
func newLogger(level string) *slog.Logger {
	var l slog.Level
	if err := l.UnmarshalText([]byte(level)); err != nil {
		log.Fatalf("devdb: bad -log-level %q", level)
	}
	return slog.New(slog.NewTextHandler(os.Stderr, &slog.HandlerOptions{Level: l}))
}
