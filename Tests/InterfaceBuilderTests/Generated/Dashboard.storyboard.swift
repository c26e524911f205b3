// generated from Dashboard.storyboard by otv-port; do not edit
//
// (Hand-written in exactly the shape otv-port generates: an embed segue into a container view, a
// show segue to a storyboard reference, a custom segue.)

import OpenTableViewShim

@MainActor
enum Dashboard_storyboard {
    static func register() {
        UIStoryboard.register(definition, name: "Dashboard")
    }

    static var definition: UIStoryboard.Definition {
        UIStoryboard.Definition(
            initialScene: "Dsh-Brd-001",
            scenes: [
                UIStoryboard.Scene(id: "Dsh-Brd-001", instantiate: dashboardViewController),
                UIStoryboard.Scene(id: "Sum-Vew-002", instantiate: summaryViewController),
            ])
    }

    // <viewController id="Dsh-Brd-001" customClass="DashboardViewController">
    private static func dashboardViewController(_ loader: NibLoader) -> UIViewController {
        let controller = loader.viewController(DashboardViewController.self, NibDecoder(title: "Dashboard"))
        let segue1 = loader.segue(.embed, identifier: "embedSummary", from: controller, to: .scene("Sum-Vew-002"))
        // <viewControllerPlaceholder storyboardName="Settings">
        let segue2 = loader.segue(
            .show, identifier: "showSettings", from: controller, to: .storyboard(name: "Settings", identifier: nil))
        loader.segue(.custom(FadeSegue.self), identifier: "fade", from: controller, to: .scene("Sum-Vew-002"))
        loader.setView(of: controller) { loader, controller in
            let view = loader.view(UIView.self, NibDecoder(frame: CGRect(x: 0, y: 0, width: 393, height: 852)))
            // <containerView>
            let view1 = loader.view(UIView.self, NibDecoder(frame: CGRect(x: 0, y: 100, width: 393, height: 200)))
            view.addSubview(view1)
            loader.embed(segue1, in: view1)
            let button1 = loader.view(UIButton.self, NibDecoder(frame: CGRect(x: 16, y: 320, width: 120, height: 44)))
            button1.setTitle("Settings", for: .normal)
            view.addSubview(button1)
            loader.trigger(segue2, from: button1, for: .touchUpInside)
            controller.containerView = view1
            controller.settingsButton = button1
            return view
        }
        return controller
    }

    // <viewController id="Sum-Vew-002" customClass="SummaryViewController">
    private static func summaryViewController(_ loader: NibLoader) -> UIViewController {
        loader.viewController(SummaryViewController.self, NibDecoder())
    }
}
