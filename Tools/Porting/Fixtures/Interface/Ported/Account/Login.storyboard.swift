// generated from Login.storyboard by otv-port; do not edit

import OpenTableViewShim

/// `Login.storyboard`, converted by otv-port: `register()` registers it under the name
/// "Login", for `UIStoryboard(name: "Login", bundle: nil)`.
@MainActor
enum LoginStoryboard {
    /// Registers the storyboard's scenes under its name; calling it again changes nothing.
    static func register() {
        UIStoryboard.register(
            UIStoryboard.Definition(
                initialScene: "Lg0-Vc-Lgn",
                scenes: [
                    UIStoryboard.Scene(id: "Lg0-Vc-Lgn", identifier: "Login", instantiate: { makeLogin($0) }),
                ]),
            name: "Login")
    }

    /// The scene of LoginViewController (storyboard identifier "Login").
    static func makeLogin(_ loader: NibLoader) -> UIViewController {
        let loginViewController = loader.viewController(
            LoginViewController.self, NibDecoder(storyboardIdentifier: "Login"))
        loginViewController.modalPresentationStyle = .fullScreen
        loader.setView(of: loginViewController) { (loader: NibLoader, loginViewController: LoginViewController) in
            let view = loader.view(UIView.self, NibDecoder(frame: CGRect(x: 0, y: 0, width: 393, height: 852)))
            view.contentMode = .scaleToFill
            view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            let stackView = loader.view(
                UIStackView.self, NibDecoder(frame: CGRect(x: 24, y: 99, width: 345, height: 184)))
            stackView.axis = .vertical
            stackView.contentMode = .scaleToFill
            stackView.spacing = 12
            stackView.translatesAutoresizingMaskIntoConstraints = false
            let label = loader.view(UILabel.self, NibDecoder(frame: CGRect(x: 0, y: 0, width: 345, height: 34)))
            label.contentMode = .left
            label.text = "Welcome back"
            label.textAlignment = .natural
            label.translatesAutoresizingMaskIntoConstraints = false
            label.isUserInteractionEnabled = false
            label.font = UIFont.preferredFont(forTextStyle: .title1)
            stackView.addArrangedSubview(label)
            let emailField = loader.view(
                UITextField.self, NibDecoder(frame: CGRect(x: 0, y: 46, width: 345, height: 34)))
            emailField.borderStyle = .roundedRect
            emailField.clearButtonMode = .whileEditing
            emailField.contentMode = .scaleToFill
            emailField.placeholder = "Email"
            emailField.textAlignment = .natural
            emailField.translatesAutoresizingMaskIntoConstraints = false
            emailField.font = UIFont.systemFont(ofSize: 17)
            emailField.autocapitalizationType = .none
            emailField.autocorrectionType = .no
            emailField.keyboardType = .emailAddress
            emailField.returnKeyType = .next
            stackView.addArrangedSubview(emailField)
            let passwordField = loader.view(
                UITextField.self, NibDecoder(frame: CGRect(x: 0, y: 92, width: 345, height: 34)))
            passwordField.borderStyle = .roundedRect
            passwordField.contentMode = .scaleToFill
            passwordField.placeholder = "Password"
            passwordField.textAlignment = .natural
            passwordField.translatesAutoresizingMaskIntoConstraints = false
            passwordField.font = UIFont.systemFont(ofSize: 17)
            passwordField.returnKeyType = .go
            passwordField.isSecureTextEntry = true
            stackView.addArrangedSubview(passwordField)
            let loginButton = loader.object(UIButton(type: .system))
            loginButton.frame = CGRect(x: 0, y: 138, width: 345, height: 46)
            loginButton.contentMode = .scaleToFill
            loginButton.isEnabled = false
            loginButton.translatesAutoresizingMaskIntoConstraints = false
            loginButton.backgroundColor = UIColor(red: 0, green: 0.47843137254901963, blue: 1, alpha: 1)
            loginButton.setTitle("Sign In", for: .normal)
            loginButton.setTitleColor(UIColor.systemBackground, for: .normal)
            loginButton.setTitle("Sign In", for: .disabled)
            loginButton.setTitleColor(UIColor.systemGray3, for: .disabled)
            stackView.addArrangedSubview(loginButton)
            view.addSubview(stackView)
            let spinner = loader.view(
                UIActivityIndicatorView.self, NibDecoder(frame: CGRect(x: 178, y: 307, width: 37, height: 37)))
            spinner.contentMode = .scaleToFill
            spinner.isHidden = true
            spinner.hidesWhenStopped = true
            spinner.style = .large
            spinner.translatesAutoresizingMaskIntoConstraints = false
            spinner.setContentHuggingPriority(UILayoutPriority(750), for: .horizontal)
            spinner.setContentHuggingPriority(UILayoutPriority(750), for: .vertical)
            view.addSubview(spinner)
            let errorLabel = loader.view(
                UILabel.self, NibDecoder(frame: CGRect(x: 24, y: 360, width: 345, height: 20.333333333333332)))
            errorLabel.alpha = 0
            errorLabel.contentMode = .left
            errorLabel.numberOfLines = 0
            errorLabel.text = "Wrong email or password"
            errorLabel.textAlignment = .center
            errorLabel.translatesAutoresizingMaskIntoConstraints = false
            errorLabel.isUserInteractionEnabled = false
            errorLabel.font = UIFont.systemFont(ofSize: 17)
            errorLabel.textColor = UIColor.systemRed
            view.addSubview(errorLabel)
            view.backgroundColor = UIColor.systemBackground
            let formBottom = NSLayoutConstraint(
                item: spinner, attribute: .top, relatedBy: .equal, toItem: stackView, attribute: .bottom, multiplier: 1,
                constant: 24)
            let constraint9 = NSLayoutConstraint(
                item: errorLabel, attribute: .width, relatedBy: .equal, toItem: view, attribute: .width,
                multiplier: 0.5, constant: 0)
            constraint9.priority = UILayoutPriority(250)
            loginButton.addConstraints([
                NSLayoutConstraint(
                    item: loginButton, attribute: .height, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute,
                    multiplier: 1, constant: 46),
            ])
            view.addConstraints([
                NSLayoutConstraint(
                    item: stackView, attribute: .top, relatedBy: .equal, toItem: view.safeAreaLayoutGuide,
                    attribute: .top, multiplier: 1, constant: 40),
                NSLayoutConstraint(
                    item: stackView, attribute: .leading, relatedBy: .equal, toItem: view.safeAreaLayoutGuide,
                    attribute: .leading, multiplier: 1, constant: 24),
                NSLayoutConstraint(
                    item: view.safeAreaLayoutGuide, attribute: .trailing, relatedBy: .equal, toItem: stackView,
                    attribute: .trailing, multiplier: 1, constant: 24),
                formBottom,
                NSLayoutConstraint(
                    item: spinner, attribute: .centerX, relatedBy: .equal, toItem: view, attribute: .centerX,
                    multiplier: 1, constant: 0),
                NSLayoutConstraint(
                    item: errorLabel, attribute: .top, relatedBy: .equal, toItem: spinner, attribute: .bottom,
                    multiplier: 1, constant: 16),
                NSLayoutConstraint(
                    item: errorLabel, attribute: .leading, relatedBy: .equal, toItem: stackView, attribute: .leading,
                    multiplier: 1, constant: 0),
                NSLayoutConstraint(
                    item: errorLabel, attribute: .trailing, relatedBy: .equal, toItem: stackView, attribute: .trailing,
                    multiplier: 1, constant: 0),
                constraint9,
            ])
            loginViewController.emailField = emailField
            loginViewController.errorLabel = errorLabel
            loginViewController.formBottom = formBottom
            loginViewController.loginButton = loginButton
            loginViewController.passwordField = passwordField
            loginViewController.spinner = spinner
            loader.connect(
                emailField, .editingChanged, to: loginViewController, action: Selector("credentialsChanged:")) {
                $0.credentialsChanged($1)
            }
            loader.connect(
                passwordField, .editingChanged, to: loginViewController, action: Selector("credentialsChanged:")) {
                $0.credentialsChanged($1)
            }
            loader.connect(loginButton, .touchUpInside, to: loginViewController, action: Selector("logInWithSender:")) {
                $0.logIn(sender: $1)
            }
            return view
        }
        return loginViewController
    }
}
