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

// Added for farm-store devdb (third_party/ferretdb/PATCHES.md).

package handler

import "sync"

var readModifyWriteLocks sync.Map // "database.collection" → *sync.Mutex

// lockReadModifyWrite makes an update or findAndModify of a collection one step for every client: it reads the
// matching documents, changes them and writes them back while no other update or findAndModify of that collection
// runs, so a conditional update (`{_id, stock: {$gte: 1}}` with `$inc`) is atomic as on MongoDB, also for several
// API processes on one devdb. Per collection, so that a slow update of one (a scan of a large collection) does
// not hold up the others. The returned function ends the step.
func lockReadModifyWrite(dbName, collection string) func() {
	mu, _ := readModifyWriteLocks.LoadOrStore(dbName+"."+collection, new(sync.Mutex))
	m := mu.(*sync.Mutex)
	m.Lock()

	return m.Unlock
}
