import OpenTableViewShim

protocol AuthService {
    func logIn(email: String, password: String, completion: @escaping (Bool) -> Void)
}

class LoginViewController: UIViewController {
    var emailField: UITextField!
    var passwordField: UITextField!
    var loginButton: UIButton!
    var spinner: UIActivityIndicatorView!
    var errorLabel: UILabel!
    var formBottom: NSLayoutConstraint!

    var auth: AuthService?
    private(set) var loggedIn = false

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        title = "Sign In"
    }

    func credentialsChanged(_ sender: UITextField) {
        loginButton.isEnabled = !(emailField.text ?? "").isEmpty && !(passwordField.text ?? "").isEmpty
    }

    func logIn(sender: UIButton) {
        spinner.startAnimating()
        auth?.logIn(email: emailField.text ?? "", password: passwordField.text ?? "") { [weak self] success in
            guard let self = self else { return }
            self.spinner.stopAnimating()
            self.loggedIn = success
            self.errorLabel.alpha = success ? 0 : 1
        }
    }
}
