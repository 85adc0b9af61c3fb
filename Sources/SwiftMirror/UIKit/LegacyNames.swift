@_spi(LoaderAnim) import LAQuartzCore

// UIKit's names as Swift 3 and 4.0 spelled them, before 4.2 nested them in their classes
// (UIViewAnimationOptions became UIView.AnimationOptions): the same types under the old names.

public typealias UIViewAnimationOptions = UIView.AnimationOptions
public typealias UIViewKeyframeAnimationOptions = UIView.KeyframeAnimationOptions
public typealias UIViewContentMode = UIView.ContentMode
public typealias NSAttributedStringKey = NSAttributedString.Key
