// Stored properties that the compiler proves exclusive.
//
// Swift checks at run time every access to a class's stored property unless it can prove that no access overlaps
// another. It proves that for an internal (or private) `final` property when no access to it can run other
// code: a call it cannot see into, or a release, since releasing the last reference to an object runs its
// `deinit`. Writing a new list of views, animators or links over an old one releases the old one during the
// write. These two helpers move the old value out instead (a swap moves, it never releases), and the caller lets
// it go after the access has ended (the TreeRuntime article, "Exclusive by construction"). Inlinable: called from
// the other modules of the package, an opaque call inside the access would defeat the proof just the same.

/// Puts `value` into `storage` and returns what was there, to be released by the caller after the access. Where
/// the optimiser would release it early, inside the access (it did for a block), the caller keeps it with
/// `withExtendedLifetime(exchange(&storage, with: value)) {}`.
@inlinable
package func exchange<Value>(_ storage: inout Value, with value: Value) -> Value {
    var old = value
    swap(&old, &storage)
    return old
}

/// Takes the elements out of `storage`, leaving it empty: the caller changes the list outside the access to its
/// property and puts it back with `swap(&list, &storage)`.
@inlinable
package func takeOut<Element>(_ storage: inout [Element]) -> [Element] {
    exchange(&storage, with: [])
}
