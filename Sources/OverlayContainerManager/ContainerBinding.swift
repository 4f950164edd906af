import Foundation
import OverlayUIKit

/// A read-write reference to a value kept elsewhere, SwiftUI's `Binding`: whoever holds it reads and writes the
/// value through the closures. An `isPresented` binding (``ContainerManager/containerView(in:configuration:size:animated:isPresented:content:)``)
/// is how code and a container share one flag.
public struct ContainerBinding<Value> {
    private let read: () -> Value
    private let write: (Value) -> Void

    /// A binding that reads with `get` and writes with `set`. The closures are kept as long as the binding is:
    /// capture an owner of the manager weakly.
    public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
        read = get
        write = set
    }

    /// The value, read and written through the binding.
    public var wrappedValue: Value {
        get { read() }
        nonmutating set { write(newValue) }
    }

    /// A binding to a value that never changes (writes are ignored).
    public static func constant(_ value: Value) -> ContainerBinding {
        ContainerBinding(get: { value }, set: { _ in })
    }
}

/// A value owned by code, with a binding to it (SwiftUI's `@State` and its `$` projection).
public final class ContainerState<Value> {
    /// The value.
    public var wrappedValue: Value

    /// A state holding `value`.
    public init(_ value: Value) {
        wrappedValue = value
    }

    /// A binding that reads and writes `wrappedValue` (and keeps this state alive).
    public var binding: ContainerBinding<Value> {
        ContainerBinding(get: { self.wrappedValue }, set: { self.wrappedValue = $0 })
    }
}
