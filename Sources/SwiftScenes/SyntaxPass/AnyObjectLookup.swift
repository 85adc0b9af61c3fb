import SwiftSyntax

/// `(value as AnyObject).cgPointValue`: Objective-C's member lookup on AnyObject, which Linux
/// lacks. For the members of the value boxes a key-value observer reads its change with, the
/// pass puts the mirror's `_AnyObjectMember` before the parenthesis, so that the member is
/// found (UIKit/AnyObjectMember.swift answers as the lookup does, implicitly unwrapped).
enum AnyObjectLookup {
    static let members: Set<String> = [
        "cgPointValue", "cgSizeValue", "cgRectValue", "cgVectorValue", "cgAffineTransformValue", "caTransform3DValue",
        "uiEdgeInsetsValue", "uiOffsetValue", "directionalEdgeInsetsValue", "rangeValue", "doubleValue", "floatValue",
        "intValue", "integerValue", "uintValue", "int64Value", "boolValue", "stringValue",
    ]

    /// The parenthesis to insert before, when `node` reads such a member of `(x as AnyObject)`.
    static func insertionPoint(_ node: MemberAccessExprSyntax) -> AbsolutePosition? {
        guard members.contains(node.declName.baseName.text),
              let tuple = node.base?.as(TupleExprSyntax.self), tuple.elements.count == 1,
              let expression = tuple.elements.first?.expression else { return nil }
        // Unfolded, as the parser leaves it: `value`, `as`, `AnyObject`; folded, an AsExpr.
        if let sequence = expression.as(SequenceExprSyntax.self), sequence.elements.count == 3,
           let cast = sequence.elements.dropFirst().first?.as(UnresolvedAsExprSyntax.self), cast.questionOrExclamationMark == nil,
           sequence.elements.last?.as(TypeExprSyntax.self)?.type.trimmedDescription == "AnyObject" {
            return tuple.positionAfterSkippingLeadingTrivia
        }
        if let cast = expression.as(AsExprSyntax.self), cast.questionOrExclamationMark == nil,
           cast.type.trimmedDescription == "AnyObject" {
            return tuple.positionAfterSkippingLeadingTrivia
        }
        return nil
    }
}
