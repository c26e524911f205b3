import Foundation
import Testing

@testable import OpenTableViewUIKit

/// Sending a target/action pair traps on Linux with a message naming the selector and the
/// closure form to use; checked in a child process.
@Suite(.serialized) struct ControlExitTests {
    @Test func sendingATargetActionPairTrapsWithAClearMessage() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                final class Screen {}
                let screen = Screen()
                let control = Control(frame: .zero)
                control.addTarget(screen, action: "valueChanged:", for: .valueChanged)
                control.sendActions(for: .valueChanged)
                withExtendedLifetime(screen) {}
            }
        }
        let output = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(
            output.contains(
                "*** Terminating app due to uncaught exception 'NSInvalidArgumentException', reason: 'OpenTableView cannot send the action 'valueChanged:' to Screen: Swift on Linux has no Objective-C runtime to call a method by its selector. Register the method with addAction(UIAction { _ in … }, for:) or a primaryAction instead (see Compatibility/Porting.md).'"
            ))
    }
}
