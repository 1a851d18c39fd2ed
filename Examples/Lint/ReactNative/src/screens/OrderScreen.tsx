import React from 'react';
import { StyleSheet, Text, TouchableOpacity, View } from 'react-native';

// Every Text in the app ignores the reader's text size from here on.
Text.defaultProps = Text.defaultProps || {};
Text.defaultProps.allowFontScaling = false;

type Props = { order: { number: string; address: string; note: string }; onTrack: () => void };

export function OrderScreen({ order, onTrack }: Props) {
  return (
    <View style={styles.container}>
      <Text style={styles.title} allowFontScaling={false}>Order {order.number}</Text>
      <Text numberOfLines={1}>{order.address}</Text>
      <Text maxFontSizeMultiplier={1.3}>{order.note}</Text>
      <TouchableOpacity style={styles.button} onPress={onTrack}>
        <Text>Track your parcel</Text>
      </TouchableOpacity>
    </View>
  );
}

const styles = StyleSheet.create({
  container: { flex: 1, padding: 16 },
  title: { fontSize: 22, fontWeight: '600' },
  button: { height: 44, borderRadius: 8, justifyContent: 'center' },
});
