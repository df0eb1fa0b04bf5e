// Copyright 2021 FerretDB Inc.
//
// Licensed under the Apache License, Version 2.0 (the "License");
// you may not use this file except in compliance with the License.
// You may obtain a copy of the License at
//
//     http://www.apache.org/licenses/LICENSE-2.0
//
// Unless required by applicable law or agreed to in writing, software
// distributed under the License is distributed on an "AS IS" BASIS,
// WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
// See the License for the specific language governing permissions and
// limitations under the License.

package sqlite

import "sync"

// Added for farm-store devdb (third_party/ferretdb/PATCHES.md): SQLite lets one write transaction run at a time
// per database file, and a connection that finds the file locked sleeps in its busy handler (1, 2, 5, 10 … ms)
// and tries again, so under many concurrent writers a write waited for the sleeps as well as for the others.
// Inserts, updates and deletes of one database now queue here instead and reach SQLite one at a time.
var writeQueues sync.Map // database name → *sync.Mutex

// queueWrite waits for the database's turn to write; the returned function ends the turn.
func queueWrite(dbName string) func() {
	mu, _ := writeQueues.LoadOrStore(dbName, new(sync.Mutex))
	m := mu.(*sync.Mutex)
	m.Lock()

	return m.Unlock
}
