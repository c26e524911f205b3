//
//  LegacyLinkOpener.m
//  ReadingApp
//

#import <UIKit/UIKit.h>

@interface LegacyLinkOpener : NSObject
+ (void)openStoreLinkForTitle:(NSString *)title;
@end

@implementation LegacyLinkOpener
+ (void)openStoreLinkForTitle:(NSString *)title {
    NSString *query = [title stringByAddingPercentEncodingWithAllowedCharacters:NSCharacterSet.URLQueryAllowedCharacterSet];
    NSURL *url = [NSURL URLWithString:[@"https://books.example.com/search?q=" stringByAppendingString:query]];
    [UIApplication.sharedApplication openURL:url options:@{} completionHandler:nil];
}
@end
