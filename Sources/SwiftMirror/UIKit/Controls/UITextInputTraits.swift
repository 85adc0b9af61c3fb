/// The keyboard settings of UITextInputTraits, which UITextField takes (UITextField.swift):
/// they shape a keyboard the canvas never shows, so they are kept and have no effect, but
/// `isSecureTextEntry`, which draws the text as bullets.
public enum UIKeyboardType: Int, Sendable {
    case `default` = 0, asciiCapable, numbersAndPunctuation, URL, numberPad, phonePad, namePhonePad, emailAddress, decimalPad,
         twitter, webSearch, asciiCapableNumberPad
    public static var alphabet: UIKeyboardType { .asciiCapable }
}

public enum UIReturnKeyType: Int, Sendable {
    case `default` = 0, go, google, join, next, route, search, send, yahoo, done, emergencyCall, `continue`
}

public enum UITextAutocapitalizationType: Int, Sendable {
    case none = 0, words, sentences, allCharacters
}

public enum UITextAutocorrectionType: Int, Sendable {
    case `default` = 0, no, yes
}

public enum UITextSpellCheckingType: Int, Sendable {
    case `default` = 0, no, yes
}

public enum UIKeyboardAppearance: Int, Sendable {
    case `default` = 0, dark, light
    public static var alert: UIKeyboardAppearance { .dark }
}

/// What a text field's content is, for AutoFill.
public struct UITextContentType: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
    public static let name = Self("name"), username = Self("username"), password = Self("password")
    public static let newPassword = Self("new-password"), oneTimeCode = Self("one-time-code")
    public static let emailAddress = Self("email"), telephoneNumber = Self("tel"), URL = Self("url")
    public static let fullStreetAddress = Self("street-address"), postalCode = Self("postal-code")
}
