/// Hears a dynamic animator pause and resume (UIKit's `UIDynamicAnimatorDelegate`); both methods
/// are optional.
public protocol DynamicAnimatorDelegate: AnyObject {
    /// Called just before the animator runs again after a pause (or starts).
    func dynamicAnimatorWillResume(_ animator: DynamicAnimator)
    /// Called just after the step that brought every item to rest (docs/dynamics.md §4.3).
    func dynamicAnimatorDidPause(_ animator: DynamicAnimator)
}

extension DynamicAnimatorDelegate {
    /// Does nothing.
    public func dynamicAnimatorWillResume(_ animator: DynamicAnimator) {}
    /// Does nothing.
    public func dynamicAnimatorDidPause(_ animator: DynamicAnimator) {}
}
